// EXPECT: clean
// ARCHS: sm_90a sm_100a
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=384
// OK: FlashAttention-3-like softmax rescale step: the producer warpgroup
// leaves after loading, and each of the two consumer warpgroups
// synchronises its own 128 threads on its own named barrier
// (`bar.sync 2 + wg, 128`, ids 2 and 3), never on barrier 0 or 1.
__global__ void __launch_bounds__(384)
    fa3_rescale(const float *__restrict__ s_in, float *__restrict__ o, int kv_tiles) {
  __shared__ float row_max[2][128];
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  if (wg == 0)
    return;
  const int c = wg - 1;
  float m = -INFINITY, l = 0.f;
  for (int k = 0; k < kv_tiles; ++k) {
    const float s = s_in[(((size_t)blockIdx.x * 2 + c) * kv_tiles + k) * 128 + t];
    row_max[c][t] = s;
    asm volatile("bar.sync %0, 128;" ::"r"(2 + c) : "memory");
    const float nm = fmaxf(m, row_max[c][(t + 1) % 128]);
    l = l * __expf(m - nm) + __expf(s - nm);
    m = nm;
    asm volatile("bar.sync %0, 128;" ::"r"(2 + c) : "memory");
  }
  o[((size_t)blockIdx.x * 2 + c) * 128 + t] = m + __logf(l);
}
