// Converting between Cairo's pixels and UIImage's; see include/trellis_image.h.

#include "trellis_image.h"

#include <string.h>

// Cairo's ARGB32 is one native-endian 32-bit word a pixel, colours
// premultiplied by alpha; UIImage keeps bytes R, G, B, A, not premultiplied.
// Both are read and written a word at a time (this code, like Cairo's
// pixels, assumes a little-endian machine: the word's bytes in memory are
// B, G, R, A). Screens are mostly opaque: those pixels only swap red and
// blue; translucent ones are divided by their alpha, once for each run of
// equal pixels (translucent fills are flat).

/// An opaque word's red and blue swapped: ARGB32 to RGBA bytes and back.
static inline uint32_t swap_red_blue(uint32_t word) {
    return (word & 0xFF00FF00u) | ((word >> 16) & 0xFFu) | ((word & 0xFFu) << 16);
}

static inline uint32_t load(const uint8_t *bytes) {
    uint32_t word;
    memcpy(&word, bytes, 4);
    return word;
}

static inline void store(uint8_t *bytes, uint32_t word) { memcpy(bytes, &word, 4); }

/// Translucent pixels are divided by their alpha with a multiplication: for
/// every dividend below 2^16 (a colour times 255, plus half the alpha),
/// `(x × ⌈2^32 ÷ a⌉) >> 32` is exactly `x ÷ a` (Granlund and Montgomery).
typedef struct {
    uint64_t reciprocal[256];
} Reciprocals;

static void make_reciprocals(Reciprocals *table) {
    table->reciprocal[0] = 0;
    for (uint64_t a = 1; a < 256; a++) table->reciprocal[a] = ((1ull << 32) + a - 1) / a;
}

static inline uint32_t unpremultiply(uint32_t pixel, const Reciprocals *table) {
    uint32_t a = pixel >> 24;
    if (a == 0) return 0;
    uint64_t reciprocal = table->reciprocal[a];
    uint32_t half = a / 2;
    // Rounded, and never above 255 even for a colour brighter than its alpha.
    uint32_t r = (uint32_t)(((((pixel >> 16) & 0xFF) * 255 + half) * reciprocal) >> 32);
    uint32_t g = (uint32_t)(((((pixel >> 8) & 0xFF) * 255 + half) * reciprocal) >> 32);
    uint32_t b = (uint32_t)((((pixel & 0xFF) * 255 + half) * reciprocal) >> 32);
    if (r > 255) r = 255;
    if (g > 255) g = 255;
    if (b > 255) b = 255;
    return a << 24 | b << 16 | g << 8 | r;
}

/// The last translucent pixel converted: flat translucent fills repeat it.
typedef struct {
    uint32_t pixel, converted;
} LastPixel;

static inline uint32_t convert(uint32_t pixel, LastPixel *last, const Reciprocals *table) {
    if (pixel >> 24 == 255) return swap_red_blue(pixel);
    if (pixel != last->pixel) {
        last->pixel = pixel;
        last->converted = unpremultiply(pixel, table);
    }
    return last->converted;
}

void tt_argb32_to_rgba(const uint8_t *pixels, int32_t width, int32_t height, size_t stride, uint8_t *rgba) {
    Reciprocals table;
    make_reciprocals(&table);
    LastPixel last = {0, 0};
    for (int32_t y = 0; y < height; y++) {
        const uint8_t *source = pixels + (size_t)y * stride;
        uint8_t *target = rgba + (size_t)y * (size_t)width * 4;
        int32_t x = 0;
        // Eight pixels at a time (the compiler turns the opaque case into vector code).
        for (; x + 8 <= width; x += 8) {
            uint32_t words[8], alpha = 0xFFFFFFFFu;
            memcpy(words, source + (size_t)x * 4, sizeof words);
            for (int i = 0; i < 8; i++) alpha &= words[i];
            if ((alpha >> 24) == 255) {
                for (int i = 0; i < 8; i++) words[i] = swap_red_blue(words[i]);
            } else {
                for (int i = 0; i < 8; i++) words[i] = convert(words[i], &last, &table);
            }
            memcpy(target + (size_t)x * 4, words, sizeof words);
        }
        for (; x < width; x++) store(target + (size_t)x * 4, convert(load(source + (size_t)x * 4), &last, &table));
    }
}

static inline uint32_t premultiply(uint32_t pixel) {
    uint32_t a = pixel >> 24;
    uint32_t r = (pixel & 0xFF) * a / 255, g = ((pixel >> 8) & 0xFF) * a / 255, b = ((pixel >> 16) & 0xFF) * a / 255;
    return a << 24 | r << 16 | g << 8 | b;
}

void tt_rgba_to_argb32(const uint8_t *rgba, int32_t width, int32_t height, uint8_t *pixels, size_t stride) {
    LastPixel last = {0, 0};
    for (int32_t y = 0; y < height; y++) {
        const uint8_t *source = rgba + (size_t)y * (size_t)width * 4;
        uint8_t *target = pixels + (size_t)y * stride;
        int32_t x = 0;
        for (; x + 8 <= width; x += 8) {
            uint32_t words[8], alpha = 0xFFFFFFFFu;
            memcpy(words, source + (size_t)x * 4, sizeof words);
            for (int i = 0; i < 8; i++) alpha &= words[i];
            if ((alpha >> 24) == 255) {
                for (int i = 0; i < 8; i++) words[i] = swap_red_blue(words[i]);
            } else {
                for (int i = 0; i < 8; i++) {
                    uint32_t pixel = words[i];
                    if (pixel >> 24 == 255) {
                        words[i] = swap_red_blue(pixel);
                        continue;
                    }
                    if (pixel != last.pixel) last = (LastPixel){pixel, premultiply(pixel)};
                    words[i] = last.converted;
                }
            }
            memcpy(target + (size_t)x * 4, words, sizeof words);
        }
        for (; x < width; x++) {
            uint32_t pixel = load(source + (size_t)x * 4);
            store(target + (size_t)x * 4, pixel >> 24 == 255 ? swap_red_blue(pixel) : premultiply(pixel));
        }
    }
}
