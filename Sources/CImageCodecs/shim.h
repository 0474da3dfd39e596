// libpng and libjpeg(-turbo): what CTrellisImage decodes images with. Found with pkg-config.
#include <stdio.h>
#include <png.h>
#include <jpeglib.h>
