// EXPECT: clean
// PTXLINT-ARGS: --block-dim=288
// OK: block-sparse attention (BigBird-style layout), one block per query
// block: the 9 warps form 3 row groups of 3 warps, each group owning one
// query row at a time; a group's softmax max/sum pass through shared memory
// under a per-group named barrier `bar.sync 1 + group, N`, with N written as
// ROW_WARPS * 32 = 96: exactly the threads of one group (ids 1 to 3).
#define ROW_WARPS 3
#define KB 64
__device__ __forceinline__ void group_sync(int id, int n) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__global__ void __launch_bounds__(288)
bsa_rows(const float *__restrict__ q, const float *__restrict__ k,
         const int *__restrict__ layout, float *__restrict__ p, int nkb, int D) {
  __shared__ float red[3][ROW_WARPS];
  const int warp = threadIdx.x / 32, lane = threadIdx.x & 31;
  const int g = warp / ROW_WARPS, gw = warp % ROW_WARPS, gt = gw * 32 + lane;
  const int row = blockIdx.x * 3 + g;
  const int *lay = layout + blockIdx.x * nkb;
  float m = -INFINITY;
  for (int kb = 0; kb < nkb; ++kb) {
    if (!lay[kb]) continue;
    for (int j = gt; j < KB; j += ROW_WARPS * 32) {
      float s = 0.f;
      for (int c = 0; c < D; ++c) s += q[row * D + c] * k[(kb * KB + j) * D + c];
      p[(size_t)row * nkb * KB + kb * KB + j] = s;
      m = fmaxf(m, s);
    }
  }
  for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(~0u, m, o));
  if (lane == 0) red[g][gw] = m;
  group_sync(1 + g, ROW_WARPS * 32);
  m = fmaxf(fmaxf(red[g][0], red[g][1]), red[g][2]);
  float sum = 0.f;
  for (int kb = 0; kb < nkb; ++kb) {
    if (!lay[kb]) continue;
    for (int j = gt; j < KB; j += ROW_WARPS * 32) {
      float *e = &p[(size_t)row * nkb * KB + kb * KB + j];
      *e = __expf(*e - m);
      sum += *e;
    }
  }
  for (int o = 16; o > 0; o >>= 1) sum += __shfl_xor_sync(~0u, sum, o);
  group_sync(1 + g, ROW_WARPS * 32);
  if (lane == 0) red[g][gw] = sum;
  group_sync(1 + g, ROW_WARPS * 32);
  const float inv = 1.f / (red[g][0] + red[g][1] + red[g][2]);
  for (int kb = 0; kb < nkb; ++kb) {
    if (!lay[kb]) continue;
    for (int j = gt; j < KB; j += ROW_WARPS * 32) p[(size_t)row * nkb * KB + kb * KB + j] *= inv;
  }
}
