// libpng, libjpeg(-turbo) and libdeflate: what CTrellisImage decodes and encodes images with. Found with pkg-config.
#include <stdio.h>
#include <png.h>
#include <jpeglib.h>
#include <libdeflate.h>
