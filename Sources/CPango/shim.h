// Pango, its Cairo and fontconfig back ends, and HarfBuzz's OpenType tables:
// everything TrellisText's C shim calls. Found with pkg-config.
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <hb-ot.h>
