// The C side of TrellisText: a small shim over Pango, HarfBuzz and fontconfig.
//
// Swift sees only this header. Text is shaped once here (Pango itemizes and
// HarfBuzz shapes); what line breaking needs — per-character advances, break
// opportunities, runs — is handed to Swift, which breaks lines at any width
// without shaping again. Widths are Pango units (1/1024 pt); metrics points.
//
// Nothing here is thread-safe: TrellisText calls it under one lock.
#ifndef TRELLIS_TEXT_H
#define TRELLIS_TEXT_H

#include <stdint.h>

/// The fonts Trellis knows: a fontconfig configuration naming exactly the
/// files it was given, and a Pango font map and context on it (72 dpi, so a
/// point is a pixel; no hinting; fractional glyph positions).
typedef struct TTFontSystem TTFontSystem;

/// One font request.
typedef struct {
    const char *family;    ///< fontconfig family name
    double size;           ///< points
    int32_t weight;        ///< 100 (thin) … 900 (black), as in CSS
    int32_t italic;        ///< nonzero for an italic face
    const char *features;  ///< OpenType features ("tnum"), or NULL
} TTFontSpec;

/// A font's vertical metrics, in points (descender negative, as in UIKit).
typedef struct {
    double ascender;
    double descender;
    double line_gap;
    double cap_height;
    double x_height;
} TTFontMetrics;

/// Creates the font system from font files; `loaded` receives how many of
/// them fontconfig accepted. NULL if Pango could not start.
TTFontSystem *tt_font_system_create(const char *const *paths, int32_t count, int32_t *loaded);
void tt_font_system_destroy(TTFontSystem *system);

/// Whether some font of the system has this family name.
int32_t tt_font_system_has_family(TTFontSystem *system, const char *family);

/// Finds a face by PostScript name ("Inter-SemiBold") or full name
/// ("Inter Semi Bold"): writes its family (into `family`, NUL-terminated),
/// weight and slant. Returns 0 when no face has that name.
int32_t tt_font_system_find_face(TTFontSystem *system, const char *name,
                                 char *family, int32_t family_capacity,
                                 int32_t *weight, int32_t *italic);

/// For tests: the average advance of the font Pango picks for `spec` in a
/// language (a BCP 47 tag), as Trellis finds it (shaping the language's
/// sample text; -1 when it cannot) and, in `pango`, as Pango's metrics give it.
int32_t tt_font_system_approximate_char_widths(TTFontSystem *system, const TTFontSpec *spec, const char *language,
                                               int32_t *pango);

/// The metrics of the font Pango picks for `spec`, from its OpenType tables.
/// Returns 0 when no font could be loaded.
int32_t tt_font_metrics(TTFontSystem *system, const TTFontSpec *spec, TTFontMetrics *metrics);

/// A run of attributes over UTF-8 bytes [start, end).
typedef struct {
    int32_t start;
    int32_t end;
    TTFontSpec font;
    double kern;           ///< extra space after each character, points
} TTSpan;

/// Break flags, one byte per position (before character i; n + 1 of them).
enum {
    TT_BREAK_LINE = 1,         ///< a line may break here (UAX #14)
    TT_BREAK_MANDATORY = 2,    ///< a line must break here
    TT_BREAK_CHAR = 4,         ///< a grapheme boundary: char wrapping may break here
    TT_WHITE = 8,              ///< character i is white space
    TT_BREAK_HYPHEN = 16,      ///< breaking here inserts a hyphen
    TT_BREAK_REMOVES = 32,     ///< breaking here removes character i - 1
    TT_CLUSTER_START = 64,     ///< a glyph cluster starts at character i
};

/// A run of characters shaped with one font and direction, in logical order.
typedef struct {
    int32_t start;                    ///< first character (code point index)
    int32_t count;                    ///< characters
    int32_t width;                    ///< the run's width shaped whole
    int32_t approximate_char_width;   ///< the font's average advance
    int32_t ascent;                   ///< logical ascent (positive, Pango units)
    int32_t descent;                  ///< logical descent (positive, Pango units)
    int32_t paragraph;                ///< index of its paragraph
    uint8_t is_tab;                   ///< the run is a tab
    uint8_t is_line_separator;        ///< the run starts with U+2028
    uint8_t is_rtl;                   ///< right-to-left embedding level
    uint8_t reserved;
} TTRun;

/// A paragraph: characters [start, start + count), then `delimiter` newline
/// characters; `ascent`/`descent` are its height when empty (what an empty
/// line measures; a line with text takes its runs' heights); `is_rtl` its
/// base direction (from its first strong character, as Pango decides it).
typedef struct {
    int32_t start;
    int32_t count;
    int32_t delimiter;
    int32_t ascent;
    int32_t descent;
    int32_t is_rtl;
} TTParagraph;

/// A text shaped once: everything needed to break it into lines.
typedef struct TTShapedText TTShapedText;

/// Shapes `utf8` (its length in bytes) with attribute spans (covering every
/// byte; gaps take the first span's font). NULL for invalid UTF-8.
TTShapedText *tt_shape(TTFontSystem *system, const char *utf8, int32_t length,
                       const TTSpan *spans, int32_t span_count);
/// The same, always through Pango layouts (no word shaped on its own): what
/// shaping word by word is checked against.
TTShapedText *tt_shape_with_layouts(TTFontSystem *system, const char *utf8, int32_t length,
                                    const TTSpan *spans, int32_t span_count);
void tt_shaped_destroy(TTShapedText *text);

int32_t tt_shaped_char_count(const TTShapedText *text);
/// How many of the text's words were not shaped but found among those shaped before.
int32_t tt_shaped_reused_word_count(const TTShapedText *text);
/// Per character, its share of the advance of the cluster it is in.
const int32_t *tt_shaped_log_widths(const TTShapedText *text);
/// n + 1 break flags (TT_BREAK_*).
const uint8_t *tt_shaped_break_flags(const TTShapedText *text);
/// n + 1 UTF-8 byte offsets of the characters.
const int32_t *tt_shaped_byte_offsets(const TTShapedText *text);
int32_t tt_shaped_run_count(const TTShapedText *text);
const TTRun *tt_shaped_runs(const TTShapedText *text);
int32_t tt_shaped_paragraph_count(const TTShapedText *text);
const TTParagraph *tt_shaped_paragraphs(const TTShapedText *text);

/// The width of characters [start, end) of run `run` shaped on their own (in
/// the context of the whole text), as a line ending there would have them.
int32_t tt_shaped_piece_width(TTShapedText *text, int32_t run, int32_t start, int32_t end);

/// Glyphs drawn larger than this many device pixels per em are filled as
/// outlines instead of rasterised one by one (an outline glyph's mask, or a
/// colour emoji's bitmap scaled up, grows with the square of its size);
/// glyphs of bitmap fonts, which have no outlines, are then left out.
#define TT_LARGEST_RASTERED_EM 4096.0

/// Glyphs larger than this many device pixels per em are not drawn:
/// FreeType cannot scale a font past 65,535 pixels per em, and a failure
/// there leaves Cairo's font caches in error for later drawings.
#define TT_LARGEST_DRAWN_EM 60000.0

/// Draws a text as one line with its baseline starting at (x, y) on a Cairo
/// context (`cairo_t *`), in the given colour, shaped as measuring shaped it.
/// Returns 1, or 0 when the line was left out (its largest font, at the
/// context's scale, is over TT_LARGEST_DRAWN_EM pixels per em or not
/// finite; the text is not valid UTF-8) or bitmap glyphs in it were.
int32_t tt_draw_line(TTFontSystem *system, void *cairo, const char *utf8, int32_t length,
                  const TTSpan *spans, int32_t span_count, double x, double y,
                  double red, double green, double blue, double alpha);

/// Pango's own layout of a text, kept to compare with and to time against.
typedef struct TTReferenceLayout TTReferenceLayout;

/// A Pango layout of the text; `char_wrap` selects PANGO_WRAP_CHAR over
/// PANGO_WRAP_WORD_CHAR.
TTReferenceLayout *tt_reference_create(TTFontSystem *system, const char *utf8, int32_t length,
                                       const TTSpan *spans, int32_t span_count, int32_t char_wrap);
void tt_reference_destroy(TTReferenceLayout *layout);
/// Lays out at `width` (Pango units; -1: no wrapping) and answers the
/// logical size in Pango units.
void tt_reference_measure(TTReferenceLayout *layout, int32_t width, int32_t *out_width, int32_t *out_height);
/// Lays out at `width` and writes each line's first character (up to
/// `capacity`); answers the number of lines.
int32_t tt_reference_line_starts(TTReferenceLayout *layout, int32_t width, int32_t *starts, int32_t capacity);

#endif
