// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=512
// MoE expert-parallel FFN epilogue: a 512-thread block serves 8 experts,
// two warps per expert, and each warp pair synchronises its own staging
// buffer with named barrier `1 + pair` and a count of 64 (the pair's two
// warps): ids 1..8, all in range, and exactly 64 threads use each id.
// Near miss of the 1024-thread version, whose 16 pairs need id 16.
__global__ void __launch_bounds__(512) moe_expert_epilogue(const float *__restrict__ h,
                                                            const float *__restrict__ gate,
                                                            float *__restrict__ out, int dim) {
  __shared__ float stage[8][64];
  const int warp = threadIdx.x / 32;
  const int pair = warp / 2, t = threadIdx.x % 64;
  const int expert = blockIdx.y * 8 + pair;
  const size_t base = ((size_t)blockIdx.x * gridDim.y * 8 + expert) * dim;
  for (int c = 0; c < dim; c += 64) {
    stage[pair][t] = h[base + c + t] * gate[expert];
    asm volatile("bar.sync %0, 64;" ::"r"(1 + pair) : "memory");
    out[base + c + t] = stage[pair][t] + stage[pair][63 - t];
    asm volatile("bar.sync %0, 64;" ::"r"(1 + pair) : "memory");
  }
}
