// The receipt of arabic-receipt.mjs set with pdfkit, in the layout of the app's Typst source,
// with the care Arabic needs there: lines broken in logical order, each line put in visual order
// with bidi-js (levels, reordering, mirroring), then drawn piece by piece. pdfkit lays a string
// out word by word, each word and its trailing space as one fontkit run, and fontkit shapes
// Arabic and reverses a run whose first letter is Arabic, space included: a line drawn whole in
// bidi-js's visual order spells every Arabic word backwards and loses spaces. So each run of
// Arabic characters (Arabic-Indic digits too) is drawn apart, turned back to logical order, as
// one fontkit run (`features` given, pdfkit lays the string out whole). bidi-js's
// getMirroredCharactersMap reads the levels array (`.levels`), not the object its README passes.
import QRCode from 'qrcode';

const ARABIC_RUN = /([\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+)/;
const CONTROLS = /[\u2066-\u2069]/g;

/**
 * One line in visual order, as pieces to draw left to right, each as fontkit needs it; with
 * `whole`, the visual order alone as one piece, as bidi-js's README leads one to draw it.
 */
function visualPieces(bidi, text, dir, whole) {
  const levels = bidi.getEmbeddingLevels(text, dir);
  const chars = text.split('');
  for (const [index, char] of bidi.getMirroredCharactersMap(text, levels.levels))
    chars[index] = char;
  for (const [start, end] of bidi.getReorderSegments(text, levels)) {
    chars.splice(start, end - start + 1, ...chars.slice(start, end + 1).reverse());
  }
  const shown = chars.join('').replace(CONTROLS, '');
  if (whole) return [shown];
  return shown
    .split(ARABIC_RUN)
    .filter(Boolean)
    .map((piece) => (ARABIC_RUN.test(piece) ? piece.split('').reverse().join('') : piece));
}

/** A paragraph broken into lines of at most `width` points, in logical order. */
function wrap(doc, text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && doc.widthOfString(next.replace(CONTROLS, '')) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The receipt as PDF bytes: A4, Amiri embedded as a subset, a QR code of its address. `whole`
 * draws each line as one string in bidi-js's visual order, as pdfkit lays it out by default.
 */
export function renderWithPdfkit(PDFDocument, bidi, fonts, model, { whole = false } = {}) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 45, bottom: 68, left: 57, right: 57 },
  });
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.info.Title = model.title;
  doc.registerFont('Amiri', fonts[0]);
  doc.registerFont('Amiri-Bold', fonts[1]);
  const left = 57;
  const width = doc.page.width - 114;
  const align = model.dir === 'rtl' ? 'right' : 'left';
  const say = (text, options = {}) => {
    const size = options.size ?? 12;
    doc
      .font(options.bold ? 'Amiri-Bold' : 'Amiri')
      .fontSize(size)
      .fillColor(options.color ?? 'black');
    const box = options.width ?? width;
    const x0 = options.x ?? left;
    let y = options.y ?? doc.y;
    for (const line of wrap(doc, text, box)) {
      const pieces = visualPieces(bidi, line, model.dir, whole);
      // features: one fontkit run for the piece (pdfkit otherwise lays it out word by word).
      const drawing = whole ? { lineBreak: false } : { lineBreak: false, features: [] };
      const widths = pieces.map((piece) => doc.widthOfString(piece, drawing));
      const total = widths.reduce((a, b) => a + b, 0);
      const how = options.align ?? align;
      let x = how === 'right' ? x0 + box - total : how === 'center' ? x0 + (box - total) / 2 : x0;
      pieces.forEach((piece, i) => {
        doc.text(piece, x, y, drawing);
        x += widths[i];
      });
      y += doc.currentLineHeight(true);
    }
    doc.y = y;
  };

  say(model.organisation, { size: 17, bold: true, color: model.colors.primary });
  say(model.domain, { size: 10, color: model.colors.secondary });
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .lineWidth(2)
    .stroke(model.colors.primary);
  doc.y += 14;
  say(model.title, { size: 20, bold: true, color: model.colors.primary, align: 'center' });
  doc.y += 8;

  // The facts: two columns, the label on the side the text starts from.
  const labelWidth = 110;
  for (const fact of model.facts) {
    const top = doc.y;
    const labelX = model.dir === 'rtl' ? left + width - labelWidth : left;
    const valueX = model.dir === 'rtl' ? left : left + labelWidth;
    doc.rect(labelX, top, labelWidth, 26).fillAndStroke('#f4f4f4', '#aaaaaa');
    doc
      .rect(valueX, top, width - labelWidth, 26)
      .lineWidth(0.5)
      .stroke('#aaaaaa');
    say(fact.label, { bold: true, x: labelX + 8, y: top + 5, width: labelWidth - 16 });
    say(fact.value, { x: valueX + 8, y: top + 5, width: width - labelWidth - 16 });
    doc.y = top + 26;
  }
  doc.y += 12;

  for (const block of model.body) {
    for (const line of block.lines) {
      say(block.kind === 'list' ? `• ${line}` : line);
    }
    doc.y += 8;
  }

  // The footer block and the QR code at the bottom of the page.
  const bottom = doc.page.height - 68;
  const qr = QRCode.create(model.verify_url, { errorCorrectionLevel: 'M' }).modules;
  const cell = 96 / qr.size;
  const qrX = model.dir === 'rtl' ? left : left + width - 96;
  for (let row = 0; row < qr.size; row += 1) {
    for (let col = 0; col < qr.size; col += 1) {
      if (qr.get(row, col)) doc.rect(qrX + col * cell, bottom - 120 + row * cell, cell, cell);
    }
  }
  doc.fill('black');
  say(model.token, { size: 8, x: qrX, y: bottom - 20, width: 96, align: 'center' });
  const textX = model.dir === 'rtl' ? left + 110 : left;
  doc.y = bottom - 70;
  for (const block of model.footer) {
    for (const line of block.lines)
      say(line, { size: 10, color: model.colors.secondary, x: textX, width: width - 110 });
  }
  const issued = `${model.labels.issued_by}: ${model.issued_by} · ${model.labels.issued_at}: ${model.issued_at}`;
  say(issued, { size: 9, color: model.colors.secondary, x: textX, width: width - 110 });
  doc
    .moveTo(left, bottom + 6)
    .lineTo(left + width, bottom + 6)
    .lineWidth(0.5)
    .stroke(model.colors.secondary);
  say(`${model.labels.verify_at} ${model.verify_url}`, {
    size: 9,
    color: model.colors.secondary,
    y: bottom + 10,
  });
  doc.end();
  return done;
}
