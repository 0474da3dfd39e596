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

static inline uint32_t premultiply(uint32_t pixel, const Reciprocals *table) {
    (void)table;
    uint32_t a = pixel >> 24;
    uint32_t r = (pixel & 0xFF) * a / 255, g = ((pixel >> 8) & 0xFF) * a / 255, b = ((pixel >> 16) & 0xFF) * a / 255;
    return a << 24 | r << 16 | g << 8 | b;
}

/// The last translucent pixel converted: flat translucent fills repeat it.
typedef struct {
    uint32_t pixel, converted;
} LastPixel;

/// How a translucent pixel is converted (the table serves unpremultiplying).
typedef uint32_t (*TranslucentConversion)(uint32_t pixel, const Reciprocals *table);

/// One pixel: an opaque one by swapping red and blue, a translucent one by
/// `translucent`, once per run of equal pixels.
static inline uint32_t convert(uint32_t pixel, TranslucentConversion translucent, const Reciprocals *table, LastPixel *last) {
    if (pixel >> 24 == 255) return swap_red_blue(pixel);
    if (pixel != last->pixel) *last = (LastPixel){pixel, translucent(pixel, table)};
    return last->converted;
}

/// One row, eight pixels at a time when all eight are opaque (the compiler
/// turns that case into vector code).
static inline void convert_row(const uint8_t *source, uint8_t *target, int32_t width, TranslucentConversion translucent,
                               const Reciprocals *table, LastPixel *last) {
    int32_t x = 0;
    for (; x + 8 <= width; x += 8) {
        uint32_t words[8], alpha = 0xFFFFFFFFu;
        memcpy(words, source + (size_t)x * 4, sizeof words);
        for (int i = 0; i < 8; i++) alpha &= words[i];
        if ((alpha >> 24) == 255) {
            for (int i = 0; i < 8; i++) words[i] = swap_red_blue(words[i]);
        } else {
            for (int i = 0; i < 8; i++) words[i] = convert(words[i], translucent, table, last);
        }
        memcpy(target + (size_t)x * 4, words, sizeof words);
    }
    for (; x < width; x++) store(target + (size_t)x * 4, convert(load(source + (size_t)x * 4), translucent, table, last));
}

void tt_argb32_to_rgba(const uint8_t *pixels, int32_t width, int32_t height, size_t stride, uint8_t *rgba) {
    Reciprocals table;
    make_reciprocals(&table);
    LastPixel last = {0, 0};
    for (int32_t y = 0; y < height; y++)
        convert_row(pixels + (size_t)y * stride, rgba + (size_t)y * (size_t)width * 4, width, unpremultiply, &table, &last);
}

void tt_rgba_to_argb32(const uint8_t *rgba, int32_t width, int32_t height, uint8_t *pixels, size_t stride) {
    LastPixel last = {0, 0};
    for (int32_t y = 0; y < height; y++)
        convert_row(rgba + (size_t)y * (size_t)width * 4, pixels + (size_t)y * stride, width, premultiply, NULL, &last);
}
