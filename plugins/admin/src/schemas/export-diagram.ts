import { downloadBlob } from '@atrium/core/plugin-api';
import { diagramSvg } from './diagram-svg.js';
import type { DiagramLayout } from './layout.js';

/** Chromium refuses canvases past about 16k pixels a side: a larger diagram is drawn smaller. */
const MAX_CANVAS_SIDE = 16_384;
/** Twice the diagram's own size, for sharp text on high-density screens, where it fits. */
const PNG_SCALE = 2;

const fileName = (schema: string, extension: string) => `schema-${schema}.${extension}`;
const title = (schema: string) => `Schema ${schema}`;

export function exportSvg(layout: DiagramLayout, schema: string) {
  const svg = diagramSvg(layout, title(schema));
  downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), fileName(schema, 'svg'));
}

/** Draws the SVG export on a canvas, the browser's own, and saves it as a PNG. */
export async function exportPng(layout: DiagramLayout, schema: string) {
  const svg = diagramSvg(layout, title(schema));
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const scale = Math.min(PNG_SCALE, MAX_CANVAS_SIDE / Math.max(layout.width, layout.height, 1));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(layout.width * scale));
    canvas.height = Math.max(1, Math.round(layout.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw images');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const png = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The image was too large'))),
        'image/png',
      ),
    );
    downloadBlob(png, fileName(schema, 'png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
