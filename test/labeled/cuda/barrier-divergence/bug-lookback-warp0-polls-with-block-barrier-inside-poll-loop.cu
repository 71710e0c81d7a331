// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// Single-pass scan with decoupled look-back: after the block's local scan,
// warp 0 walks back over predecessor blocks, 32 flags per round, until it
// finds an inclusive prefix. Each round publishes the window's sum through
// shared memory with __syncthreads inside the polling loop (BUG): only warp
// 0 runs the loop, so the other three warps never arrive.
__global__ void scan_lookback(const int* __restrict__ in, int* __restrict__ out, volatile unsigned long long* status) {
  __shared__ int s_warp[4];
  __shared__ int s_excl;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int i = blockIdx.x * 128 + threadIdx.x;
  int v = in[i];
  for (int o = 1; o < 32; o <<= 1) { int t = __shfl_up_sync(0xffffffffu, v, o); if (lane >= o) v += t; }
  if (lane == 31) s_warp[warp] = v;
  __syncthreads();
  int base = 0;
  for (int w = 0; w < warp; ++w) base += s_warp[w];
  const int total = s_warp[0] + s_warp[1] + s_warp[2] + s_warp[3];
  if (warp == 0) {
    if (lane == 0) status[blockIdx.x] = (1ull << 32) | (unsigned)total;
    int excl = 0;
    for (int pred = (int)blockIdx.x - 1 - lane; ; pred -= 32) {
      unsigned long long st = pred >= 0 ? status[pred] : (2ull << 32);
      while ((st >> 32) == 0) st = status[pred];
      const unsigned inclusive = __ballot_sync(0xffffffffu, (st >> 32) == 2);
      const int stop = inclusive ? __ffs(inclusive) - 1 : 32;
      int part = lane <= stop ? (int)(unsigned)st : 0;
      for (int o = 16; o > 0; o >>= 1) part += __shfl_xor_sync(0xffffffffu, part, o);
      if (lane == 0) s_excl = excl + part;
      __syncthreads();  // BUG: warp 0 alone runs this loop
      excl = s_excl;
      if (inclusive) break;
    }
    if (lane == 0) status[blockIdx.x] = (2ull << 32) | (unsigned)(excl + total);
  }
  __syncthreads();
  out[i] = s_excl + base + v;
}
