// EXPECT: clean
// ARCHS: sm_80 sm_86
// MODES: O3 G
// NVCC-ARGS: -maxrregcount=32
// PTXLINT-ARGS: --block-dim=128
// CUB-like two-level scan over a 128-thread block: warps 0-1 scan the first
// half of the tile, warps 2-3 the second half and need the first half's
// total only at the end. The second half's two warps exchange their warp
// totals on named barrier 3 with a count of 64: only threads 64..127 run it,
// exactly 64. The whole block then meets on barrier 0 for the carry.
__global__ void __launch_bounds__(128) half_scan(const int *__restrict__ in, int *__restrict__ out) {
  __shared__ int wsum[4];
  __shared__ int half_total;
  const int t = threadIdx.x, lane = t & 31, w = t >> 5;
  int v = in[blockIdx.x * 128 + t];
  for (int d = 1; d < 32; d <<= 1) {
    const int n = __shfl_up_sync(0xffffffffu, v, d);
    if (lane >= d)
      v += n;
  }
  if (lane == 31)
    wsum[w] = v;
  if (t >= 64) {
    asm volatile("bar.sync 3, 64;" ::: "memory");
    if (w == 3)
      v += wsum[2];
  }
  __syncthreads();
  if (t == 0)
    half_total = wsum[0] + wsum[1];
  if (w == 1)
    v += wsum[0];
  __syncthreads();
  if (t >= 64)
    v += half_total;
  out[blockIdx.x * 128 + t] = v;
}
