// Users generating Florence lists through the load balancer, one after the other for each company:
// PUT, then the status read until the run ends (the web polls the same way where streams are blocked).
export interface RunOutcome {
  runId: string;
  companyId: string;
  status: string;
  seconds: number;
}

interface AlgoStatus {
  runs: { id: string; company: string; status: string }[];
}

export function florenceDriver(base: string, drivers: { token: string; companyId: string }[], waitMs: number) {
  const outcomes: RunOutcome[] = [];
  const refusals: string[] = [];
  let halted = false;
  const loop = async ({ token, companyId }: { token: string; companyId: string }) => {
    const headers = { authorization: `Bearer ${token}` };
    while (!halted) {
      const started = performance.now();
      let runId: string;
      try {
        const put = await fetch(`${base}/api/company-buyers/${companyId}`, { method: 'PUT', headers });
        if (put.status !== 202) {
          refusals.push(`PUT ${put.status}`);
          await new Promise((resolve) => setTimeout(resolve, 500));
          continue;
        }
        runId = ((await put.json()) as { run: { id: string } }).run.id;
      } catch {
        refusals.push('PUT: no reply');
        continue;
      }
      let status = 'processing';
      // Past the halt too: every run started gets its ending (a lapsed lease, a restart) or the bench's wait runs out.
      while (status === 'processing' && performance.now() - started < waitMs) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        try {
          const reply = await fetch(`${base}/api/algo-status`, { headers });
          if (reply.ok) status = ((await reply.json()) as AlgoStatus).runs.find((run) => run.id === runId)?.status ?? status;
        } catch {
          // the process that answered died; the next read goes elsewhere
        }
      }
      outcomes.push({ runId, companyId, status, seconds: (performance.now() - started) / 1000 });
    }
  };
  const loops = drivers.map(loop);
  return {
    outcomes,
    refusals,
    halt: () => {
      halted = true;
      return Promise.all(loops);
    },
  };
}
