// EXPECT: clean
// ARCHS: sm_90a sm_100a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=128
// Persistent split-K reduction with a per-warp dynamic scheduler: lane 0 of
// each warp claims the next work item (tile, k-slice) with atomicAdd and the
// warp learns it by a full-mask __shfl_sync from lane 0, executed by all 32
// lanes after the claim; the loop exit then tests the broadcast value, the
// same in every lane, so the warp leaves together.
__global__ void __launch_bounds__(128)
    persistent_splitk_reduce(const float *__restrict__ ws, float *__restrict__ out,
                             int *__restrict__ next, int items, int splits) {
  const int lane = threadIdx.x % 32;
  for (;;) {
    int item = 0;
    if (lane == 0)
      item = atomicAdd(next, 1);
    item = __shfl_sync(0xffffffffu, item, 0);
    if (item >= items)
      break;
    float s = 0.f;
    for (int p = 0; p < splits; ++p)
      s += ws[((size_t)p * items + item) * 32 + lane];
    out[(size_t)item * 32 + lane] = s;
  }
}
