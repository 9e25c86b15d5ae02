import { useCallback, useMemo, useRef, useState } from 'react';
import {
  Button,
  EmptyState,
  ErrorPanel,
  IconButton,
  Skeleton,
  visuallyHidden,
} from '@atrium/design-system';
import { usePluginContext } from '@atrium/core/plugin-api';
import { useTablesWithColumns } from '../data/diagram-queries.js';
import { diagramModel } from './diagram-model.js';
import { DiagramCanvas } from './DiagramCanvas.js';
import { exportPng, exportSvg } from './export-diagram.js';
import { layoutDiagram, type DiagramLayout } from './layout.js';
import { fit, ZOOM_STEP, zoomAt, type Viewport } from './viewport.js';
import * as css from './schemas.css.js';

/** One schema's diagram with its states: loading, failed, no tables, or the tables. */
export function SchemaDiagram({ schema }: { schema: string }) {
  const tables = useTablesWithColumns(schema);
  const layout = useMemo(
    () => tables.data && layoutDiagram(diagramModel(schema, tables.data)),
    [schema, tables.data],
  );
  if (tables.error) {
    return (
      <ErrorPanel
        headingLevel={2}
        title="Failed to retrieve tables"
        message={tables.error.message}
        onRetry={() => void tables.mutate()}
      />
    );
  }
  if (!layout) return <Skeleton shape="block" height={360} label="Loading the schema diagram" />;
  if (layout.tables.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title="No tables in schema"
        description={`The schema ${schema} has no tables to show yet.`}
      />
    );
  }
  return <Diagram layout={layout} schema={schema} />;
}

function Diagram({ layout, schema }: { layout: DiagramLayout; schema: string }) {
  const { projectRef = '', toast } = usePluginContext();
  const [view, setView] = useState<Viewport>({ x: 0, y: 0, scale: 1 });
  const frame = useRef<HTMLElement | null>(null);
  const onView = useCallback((change: (view: Viewport) => Viewport) => setView(change), []);
  const fitToFrame = () => {
    if (frame.current) setView(fit(layout, frame.current.getBoundingClientRect()));
  };
  const zoom = (factor: number) => {
    const box = frame.current?.getBoundingClientRect();
    setView((v) => zoomAt(v, factor, (box?.width ?? 0) / 2, (box?.height ?? 0) / 2));
  };
  const byId = new Map(layout.tables.map((t) => [t.id, t.name]));
  return (
    <>
      <div className={css.toolbar} role="toolbar" aria-label="Diagram">
        <IconButton
          size="small"
          label="Zoom out"
          icon={<span aria-hidden>−</span>}
          onPress={() => zoom(1 / ZOOM_STEP)}
        />
        <output className={css.zoom} aria-label="Zoom level">
          {Math.round(view.scale * 100)}%
        </output>
        <IconButton
          size="small"
          label="Zoom in"
          icon={<span aria-hidden>+</span>}
          onPress={() => zoom(ZOOM_STEP)}
        />
        <Button size="small" onPress={fitToFrame}>
          Fit to screen
        </Button>
        <Button size="small" onPress={() => exportSvg(layout, schema)}>
          Download SVG
        </Button>
        <Button
          size="small"
          onPress={() =>
            exportPng(layout, schema).catch((error: Error) =>
              toast.error(`Failed to export the diagram as PNG: ${error.message}`),
            )
          }
        >
          Download PNG
        </Button>
      </div>
      <DiagramCanvas
        layout={layout}
        schema={schema}
        projectRef={projectRef}
        view={view}
        onView={onView}
        onZoom={zoom}
        onFrame={(element) => {
          frame.current = element;
          setView(fit(layout, element.getBoundingClientRect()));
        }}
      />
      {/* The lines, for those who cannot see them. */}
      <ul className={visuallyHidden} aria-label="Foreign keys">
        {layout.edges.map((edge) => (
          <li key={edge.id}>
            {edge.columns
              .map(
                ([source, target]) =>
                  `${byId.get(edge.source)}.${source} references ${byId.get(edge.target)}.${target}`,
              )
              .join(', ')}
          </li>
        ))}
      </ul>
    </>
  );
}
