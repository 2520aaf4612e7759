// The bare React page the perf script measures beside View/Edit Learners: react-dom alone, one
// request for the same ten rows, a plain table. What the browser and React cost on this machine
// before any of the product's own code, the floor the screen's figures are read against.
import { createRoot } from 'react-dom/client';

function Learners({ rows }: { rows: string[][] }) {
  return (
    <table aria-label="Learners">
      <tbody>
        {rows.map((cells) => (
          <tr key={cells[0]}>
            {cells.map((text, i) => (
              <td key={i}>{text}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

void fetch('/rows.json')
  .then((r) => r.json() as Promise<string[][]>)
  .then((rows) => createRoot(document.getElementById('root')!).render(<Learners rows={rows} />));
