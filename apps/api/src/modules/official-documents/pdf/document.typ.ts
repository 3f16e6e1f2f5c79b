/**
 * The Typst source every official document is set with. It reads everything from
 * `sys.inputs.data` (a JSON document, see DocumentModel): no value ever becomes markup, so a
 * name or a template's text is always text. The logo and the QR code are files the renderer
 * maps into the compiler's world (`/logo`, `/qr.svg`).
 *
 * Arabic is set right to left in Amiri with Typst's own shaping and bidirectional ordering;
 * kerning is off because poppler's text extraction (and the readers built on it) split a word
 * where Amiri's kerning tucks a letter under the one before (docs/documents.md#the-font).
 */
export const DOCUMENT_SOURCE = String.raw`
#let d = json(bytes(sys.inputs.data))
#let primary = rgb(d.colors.primary)
#let secondary = rgb(d.colors.secondary)
#let accent = rgb(d.colors.accent)
#set document(title: d.title, author: d.organisation, date: none)
#set text(font: "Amiri", size: 12pt, lang: d.lang, dir: if d.dir == "rtl" { rtl } else { ltr }, kerning: false)
#set par(leading: 0.75em, spacing: 1.1em)
#set page(
  paper: "a4",
  margin: (x: 2cm, top: 1.6cm, bottom: 2.4cm),
  footer: context [
    #set text(size: 9pt, fill: secondary)
    #line(length: 100%, stroke: 0.5pt + secondary)
    #grid(columns: (1fr, auto), gutter: 1em,
      [#d.labels.verify_at #h(0.3em) #d.verify_url],
      [#d.reference_number · #counter(page).display("1 / 1", both: true)])
  ],
)

#grid(
  columns: if d.has_logo { (auto, 1fr) } else { (1fr,) },
  column-gutter: 1em,
  align: horizon,
  ..if d.has_logo { (image("/logo", height: 1.7cm),) } else { () },
  [
    #text(size: 17pt, weight: "bold", fill: primary, d.organisation) \
    #text(size: 10pt, fill: secondary, d.domain)
  ],
)
#v(-0.4em)
#line(length: 100%, stroke: 2pt + primary)

#v(0.6em)
#align(center, text(size: 20pt, weight: "bold", fill: primary, d.title))
#v(0.4em)

#table(
  columns: (auto, 1fr),
  stroke: 0.5pt + luma(170),
  inset: (x: 8pt, y: 6pt),
  fill: (x, _) => if x == 0 { luma(244) },
  ..d.facts.map(f => (text(weight: "bold", f.label), [#f.value])).flatten(),
)

#v(0.6em)
#for block in d.body {
  if block.kind == "list" {
    list(..block.lines.map(l => [#l]))
  } else {
    par(block.lines.map(l => [#l]).join(linebreak()))
  }
}

#v(1fr)
#grid(
  columns: (1fr, auto),
  column-gutter: 1.2em,
  align: bottom,
  [
    #set text(size: 10pt, fill: secondary)
    #for block in d.footer { par(block.lines.map(l => [#l]).join(linebreak())) }
    #text(size: 9pt)[#d.labels.issued_by: #d.issued_by · #d.labels.issued_at: #d.issued_at]
  ],
  align(center)[
    #image("/qr.svg", width: 3.4cm)
    #v(-0.3em)
    #text(size: 8pt, dir: ltr, d.token)
  ],
)
`;
