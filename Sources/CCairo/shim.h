// Cairo with its PNG, SVG and PDF surfaces: what TrellisRender draws with. Found with pkg-config.
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
