import type { ReactNode } from 'react'

/** The agent screens' table: named for screen readers, one header row, scrolling sideways on narrow phones. */
export function AgentTable({
  label,
  columns,
  children,
}: {
  label: string
  columns: readonly string[]
  children: ReactNode
}) {
  return (
    <div className="agent-table__scroll">
      <table className="agent-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
