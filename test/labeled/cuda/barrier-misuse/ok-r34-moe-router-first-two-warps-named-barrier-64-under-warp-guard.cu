// EXPECT: clean
// ARCHS: sm_80 sm_86 sm_75
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// OK: MoE router: all 256 threads compute gate logits for 64 experts x 4
// token slices into shared memory, then only warps 0-1 (64 threads) pick
// each token's top-2 experts and synchronise among themselves on named
// barrier 1 with a count of exactly 64; the other warps leave.
__global__ void __launch_bounds__(256)
    moe_router_top2(const float *__restrict__ h, const float *__restrict__ wg, int *__restrict__ topk_ids,
                    float *__restrict__ topk_w, int hidden) {
  __shared__ float logits[4][64];
  __shared__ int best[4][2];
  const int tok = blockIdx.x * 4 + threadIdx.x / 64, e = threadIdx.x % 64;
  float s = 0.f;
  for (int k = 0; k < hidden; ++k)
    s += h[(size_t)tok * hidden + k] * wg[(size_t)k * 64 + e];
  logits[threadIdx.x / 64][e] = s;
  __syncthreads();
  if (threadIdx.x >= 64)
    return;
  const int slot = threadIdx.x / 16, q = threadIdx.x % 16;
  if (q == 0) {
    int b0 = 0, b1 = 1;
    if (logits[slot][1] > logits[slot][0])
      b0 = 1, b1 = 0;
    for (int j = 2; j < 64; ++j) {
      const float v = logits[slot][j];
      if (v > logits[slot][b0])
        b1 = b0, b0 = j;
      else if (v > logits[slot][b1])
        b1 = j;
    }
    best[slot][0] = b0;
    best[slot][1] = b1;
  }
  asm volatile("bar.sync 1, 64;" ::: "memory");
  if (q < 2) {
    const int t = blockIdx.x * 4 + slot;
    const float l0 = logits[slot][best[slot][0]], l1 = logits[slot][best[slot][1]];
    const float w0 = 1.f / (1.f + __expf(l1 - l0));
    topk_ids[t * 2 + q] = best[slot][q];
    topk_w[t * 2 + q] = q == 0 ? w0 : 1.f - w0;
  }
}
