// What the C files of TrellisText share (not part of its interface).

#ifndef TRELLIS_TEXT_INTERNAL_H
#define TRELLIS_TEXT_INTERNAL_H

#include "trellis_text.h"

#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>

struct TTFontSystem {
    FcConfig *config;
    PangoFontMap *font_map;
    PangoContext *context;
    /// The same settings, but paragraphs without a strong direction are
    /// right to left: for text that continues a right-to-left paragraph.
    PangoContext *rtl_context;
};

/// A layout of `utf8` in `context` with each span's font, kerning and
/// features over its byte range, `base` the font where no span is. NULL for
/// invalid UTF-8.
PangoLayout *tt_make_layout(PangoContext *context, const char *utf8, int32_t length, const TTFontSpec *base,
                            const TTSpan *spans, int32_t span_count);

#endif
