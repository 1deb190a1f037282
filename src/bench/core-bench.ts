export async function runCoreBench(_o: { sizes: number[]; json: boolean }): Promise<void> { throw new Error("bench core: being written"); }
