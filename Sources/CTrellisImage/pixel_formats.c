// Converting between Cairo's pixels and UIImage's; see include/trellis_image.h.

#include "trellis_image.h"

// Cairo's ARGB32 is one native-endian 32-bit word a pixel, colours
// premultiplied by alpha; UIImage keeps bytes R, G, B, A, not premultiplied.
// Screens are mostly opaque: those pixels are only reordered, and a
// division is spent on translucent ones alone.

void tt_argb32_to_rgba(const uint8_t *pixels, int32_t width, int32_t height, size_t stride, uint8_t *rgba) {
    for (int32_t y = 0; y < height; y++) {
        const uint32_t *source = (const uint32_t *)(pixels + (size_t)y * stride);
        uint8_t *target = rgba + (size_t)y * (size_t)width * 4;
        for (int32_t x = 0; x < width; x++, target += 4) {
            uint32_t pixel = source[x];
            uint32_t a = pixel >> 24;
            uint32_t r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF;
            if (a != 255) {
                if (a == 0) {
                    r = g = b = 0;
                } else {
                    // Rounded, and never above 255 even for a colour brighter than its alpha.
                    r = (r * 255 + a / 2) / a;
                    g = (g * 255 + a / 2) / a;
                    b = (b * 255 + a / 2) / a;
                    if (r > 255) r = 255;
                    if (g > 255) g = 255;
                    if (b > 255) b = 255;
                }
            }
            target[0] = (uint8_t)r;
            target[1] = (uint8_t)g;
            target[2] = (uint8_t)b;
            target[3] = (uint8_t)a;
        }
    }
}

void tt_rgba_to_argb32(const uint8_t *rgba, int32_t width, int32_t height, uint8_t *pixels, size_t stride) {
    for (int32_t y = 0; y < height; y++) {
        const uint8_t *source = rgba + (size_t)y * (size_t)width * 4;
        uint32_t *target = (uint32_t *)(pixels + (size_t)y * stride);
        for (int32_t x = 0; x < width; x++, source += 4) {
            uint32_t a = source[3];
            uint32_t r = source[0], g = source[1], b = source[2];
            if (a != 255) {
                r = r * a / 255;
                g = g * a / 255;
                b = b * a / 255;
            }
            target[x] = a << 24 | r << 16 | g << 8 | b;
        }
    }
}
