// EXPECT: warp-sync-mask
// A warp-level Hillis-Steele inclusive scan translated line by line from
// the shared-memory version: `if (lane >= offset) x += x[lane - offset]`
// became `if (lane >= offset) v += __shfl_up_sync(0xffffffff, v, offset)`
// (BUG). Lanes below the offset skip the shuffle, but the full mask names
// them, so the other lanes wait at a shfl.sync those lanes never execute,
// and lanes offset..2*offset-1 read the registers of lanes that skipped it.
// The shuffle must be executed by all lanes and only the add guarded.
__global__ void warp_scan(const int *in, int *out, int *warp_totals) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int v = in[i];
  for (int offset = 1; offset < 32; offset <<= 1) {
    if (lane >= offset)
      v += __shfl_up_sync(0xffffffffu, v, offset);
  }
  out[i] = v;
  if (lane == 31)
    warp_totals[i / 32] = v;
}
