// Decoding PNG and JPEG; see include/trellis_image.h.

#include "trellis_image.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>
#include <png.h>

static int32_t fail(TTImage *image, const char *message) {
    snprintf(image->error, sizeof image->error, "%s", message);
    return 0;
}

static int32_t acceptable_size(TTImage *image, uint32_t width, uint32_t height) {
    if (width == 0 || height == 0) return fail(image, "the image has no pixels");
    if ((uint64_t)width * height > TT_IMAGE_MAX_PIXELS) return fail(image, "the image is too large (over 64 megapixels)");
    return 1;
}

static int32_t decode_png(const uint8_t *data, size_t length, TTImage *image) {
    png_image png;
    memset(&png, 0, sizeof png);
    png.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&png, data, length)) return fail(image, png.message);
    if (!acceptable_size(image, png.width, png.height)) {
        png_image_free(&png);
        return 0;
    }
    png.format = PNG_FORMAT_RGBA;
    uint8_t *pixels = malloc(PNG_IMAGE_SIZE(png));
    if (!pixels) {
        png_image_free(&png);
        return fail(image, "out of memory");
    }
    if (!png_image_finish_read(&png, NULL, pixels, 0, NULL)) {
        free(pixels);
        return fail(image, png.message);
    }
    image->width = (int32_t)png.width;
    image->height = (int32_t)png.height;
    image->pixels = pixels;
    return 1;
}

/// libjpeg reports errors by calling error_exit, which must not return:
/// it jumps back to the decoder with the message.
typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    int truncated;
} JPEGErrors;

static void jpeg_failed(j_common_ptr info) {
    JPEGErrors *errors = (JPEGErrors *)info->err;
    info->err->format_message(info, errors->message);
    longjmp(errors->jump, 1);
}

static void jpeg_warned(j_common_ptr info, int level) {
    // A warning (level −1) of missing data means the file was cut short;
    // libjpeg would fill the rest with grey.
    if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) ((JPEGErrors *)info->err)->truncated = 1;
}

static int32_t decode_jpeg(const uint8_t *data, size_t length, TTImage *image) {
    struct jpeg_decompress_struct info;
    JPEGErrors errors;
    uint8_t *volatile pixels = NULL;
    memset(&errors, 0, sizeof errors);
    info.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = jpeg_failed;
    errors.manager.emit_message = jpeg_warned;
    if (setjmp(errors.jump)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        return fail(image, errors.message);
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    if (!acceptable_size(image, info.output_width, info.output_height)) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    size_t stride = (size_t)info.output_width * 4;
    pixels = malloc(stride * info.output_height);
    if (!pixels) {
        jpeg_destroy_decompress(&info);
        return fail(image, "out of memory");
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    if (errors.truncated) {
        free(pixels);
        return fail(image, "the JPEG data ends before the image does");
    }
    image->width = (int32_t)info.output_width;
    image->height = (int32_t)info.output_height;
    image->pixels = pixels;
    return 1;
}

int32_t tt_image_decode(const uint8_t *data, size_t length, TTImage *image) {
    memset(image, 0, sizeof *image);
    if (!data || length < 4) return fail(image, "too short to be an image");
    static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    if (length >= 8 && memcmp(data, png_signature, 8) == 0) return decode_png(data, length, image);
    if (data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF) return decode_jpeg(data, length, image);
    return fail(image, "not PNG or JPEG data");
}

void tt_image_free(TTImage *image) {
    free(image->pixels);
    image->pixels = NULL;
}
