// What the C files of TrellisText share (not part of its interface).

#ifndef TRELLIS_TEXT_INTERNAL_H
#define TRELLIS_TEXT_INTERNAL_H

#include "trellis_text.h"

#include <fontconfig/fontconfig.h>
#include <hb-ot.h>
#include <pango/pangocairo.h>

/// Words shaped before, per font system (see word_shapes.c).
typedef struct TTWordShapes TTWordShapes;

struct TTFontSystem {
    FcConfig *config;
    PangoFontMap *font_map;
    PangoContext *context;
    /// The same settings, but paragraphs without a strong direction are
    /// right to left: for text that continues a right-to-left paragraph.
    PangoContext *rtl_context;
    /// Words shaped before, so that most words of a new text are not shaped again.
    TTWordShapes *word_shapes;
};

/// A layout of `utf8` in `context` with each span's font, kerning and
/// features over its byte range, `base` the font where no span is. NULL for
/// invalid UTF-8.
PangoLayout *tt_make_layout(PangoContext *context, const char *utf8, int32_t length, const TTFontSpec *base,
                            const TTSpan *spans, int32_t span_count);

/// The Pango font description of a font request.
PangoFontDescription *tt_font_description(const TTFontSpec *spec);

/// The attributes of a layout of spans (fonts, kerning, features, no
/// hyphens); with `base`, first a font over the whole text, where no span is.
PangoAttrList *tt_make_attributes(const TTFontSpec *base, const TTSpan *spans, int32_t span_count);

// MARK: Shaped texts (shaping.c, shaping_by_words.c)

struct TTShapedText {
    char *utf8;                // a copy of the text
    int32_t length;
    int32_t char_count;
    int32_t *log_widths;
    uint8_t *flags;
    int32_t *byte_offsets;
    PangoLogAttr *log_attrs;
    PangoLayout **layouts;     // one per chunk, kept for shaping pieces of their runs
    int32_t layout_count;
    PangoItem **items;         // run i's item: owned by its chunk's layout (its offset within the chunk),
                               // or by the text when shaped word by word (its offset within the text)
    int owns_items;
    int32_t reused_words;      // pieces taken from the words shaped before
    TTRun *runs;
    int32_t run_count;
    TTParagraph *paragraphs;
    int32_t paragraph_count;
};

/// Where a paragraph starts and ends, in bytes of the whole text.
typedef struct {
    int32_t start;
    int32_t end;  // one past its delimiter
    PangoDirection direction;  // as Pango finds it (neutral: no strong character)
} ParagraphBytes;

/// The character at a byte offset of the text (the first one starting at or after it).
static inline int32_t tt_char_at_byte(const TTShapedText *text, int32_t byte) {
    int32_t low = 0, high = text->char_count;
    while (low < high) {
        int32_t middle = (low + high) / 2;
        if (text->byte_offsets[middle] < byte) low = middle + 1; else high = middle;
    }
    return low;
}

/// Lays out paragraphs [first, last) (bytes [start, end) of the text) and
/// takes their break attributes, heights and runs, without a Pango layout:
/// each paragraph itemized, its words shaped once per font system. Only for
/// texts `tt_shapes_by_words` accepts; `single_font` is the text's font
/// when it has one span. Returns 0 on failure.
int tt_shape_chunk_by_words(TTShapedText *text, TTFontSystem *system, PangoAttrList *attributes, const TTFontSpec *single_font,
                            const ParagraphBytes *bytes, int32_t first, int32_t last, int32_t end, PangoDirection *direction);

/// Whether a text can be shaped word by word and come out as Pango's layout
/// shapes it: spans without letter spacing or font features, no tabs, no
/// line separators, no empty paragraph (whose height the layout takes from
/// the font rather than from runs).
int tt_shapes_by_words(const TTShapedText *text, const TTSpan *spans, int32_t span_count);

/// A word shaped on its own: its characters' advances (Pango units), where
/// its glyph clusters start, its glyphs' logical extents and their number.
typedef struct {
    int32_t char_count;
    int32_t ascent;
    int32_t descent;
    int32_t glyph_count;
    int32_t *log_widths;        ///< `char_count` advances
    uint8_t *cluster_starts;    ///< `char_count` flags: a cluster starts at the character
} TTWordShape;


/// How far a lookup looks, in glyphs, before and after a glyph it changes,
/// and its lookup flags (which glyphs it skips).
typedef struct {
    int32_t before;
    int32_t after;
    uint16_t flags;
} TTLookupReach;

/// Reads lookup `index` of `table` (GSUB or GPOS) of `face`; 0 when the table cannot be read.
int tt_lookup_reach(hb_face_t *face, hb_tag_t table, unsigned index, TTLookupReach *reach);

TTWordShapes *tt_word_shapes_create(void);
void tt_word_shapes_destroy(TTWordShapes *shapes);
/// How a font shapes a script, as far as shaping in pieces goes.
typedef struct {
    PangoFont *font;              // held
    PangoLanguage *language;
    int32_t script;
    hb_font_t *hb_font;           // the font's (owned by it)
    /// Whether text in this font and script may be shaped in pieces that
    /// end after spaces: no lookup could match across a space unseen.
    int separable;
    /// Glyphs that a lookup with the space in its context may change: a
    /// piece with one of them depends on what is around it.
    hb_set_t *sensitive;
    /// How many glyphs before and after such a piece its shape may depend on.
    int32_t before;
    int32_t after;
} TTScriptShaping;

/// How the item's font shapes its script (kept per font, script and
/// language; read once per face); NULL when its text cannot be shaped in
/// pieces (right to left, or a font whose lookups could match across a space unseen).
const TTScriptShaping *tt_word_shapes_script(TTWordShapes *shapes, const PangoAnalysis *analysis);
/// Whether a piece (`utf8`, `length` bytes) holds a character whose glyph
/// may change with what is across a space, a fraction slash, or a
/// character the font has no glyph for.
int tt_script_shaping_is_sensitive(const TTScriptShaping *script, const char *utf8, int32_t length);
/// A paragraph of plain text: printable ASCII, Latin letters, Latin-1
/// punctuation, dashes, quotes and the euro sign. In one font and left to
/// right, Pango itemizes it as one item, alike for every such paragraph but
/// for its script (Latin with a letter, common without).
#define TT_PLAIN_WITH_LETTERS 1
#define TT_PLAIN_WITHOUT_LETTERS 2
/// Whether a paragraph (`utf8`, `length` bytes) is plain: 0, or which kind.
int tt_plain_paragraph_kind(const char *utf8, int32_t length);
/// The one item of a plain paragraph (bytes [start, start + length) of
/// `utf8`) in `font`, made from the item Pango gave such a paragraph
/// before; NULL when there was none or the font lacks a glyph of it.
GList *tt_word_shapes_plain_item(TTWordShapes *shapes, const TTFontSpec *font, int kind, const char *utf8, int32_t start,
                                 int32_t length);
/// Keeps the item Pango gave a plain paragraph in `font`.
void tt_word_shapes_keep_plain_item(TTWordShapes *shapes, const TTFontSpec *font, int kind, const PangoItem *item);

/// The font's average advance in `language`, as Pango's metrics give it
/// (read once per font, from its language's sample shaped in the font).
int32_t tt_word_shapes_approximate_char_width(TTWordShapes *shapes, PangoFont *font, PangoLanguage *language);
/// The word (`length` bytes) shaped before with this analysis, or NULL.
const TTWordShape *tt_word_shapes_find(TTWordShapes *shapes, const PangoAnalysis *analysis, const char *bytes, int32_t length);
/// Keeps a word's shape (copied, once); returns the kept copy.
const TTWordShape *tt_word_shapes_insert(TTWordShapes *shapes, const PangoAnalysis *analysis, const char *bytes, int32_t length,
                                         const TTWordShape *shape, const int32_t *log_widths, const uint8_t *cluster_starts);

#endif
