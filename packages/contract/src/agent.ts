// Agent home and team (issue 9): KPIs, downlines, transfers, contracts. Wire shapes: wire-contract §9.
export {}
