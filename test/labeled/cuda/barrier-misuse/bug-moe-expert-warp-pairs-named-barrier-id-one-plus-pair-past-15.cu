// EXPECT: barrier-misuse
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=1024
// MoE expert-parallel FFN epilogue: a 1024-thread block serves 16 experts,
// two warps per expert, and each warp pair synchronises its own staging
// buffer with named barrier `1 + pair` (barrier 0 is __syncthreads). Bug: 16
// pairs need ids 1..16 and a CTA has only barriers 0..15: the last pair
// (warps 30 and 31) executes bar.sync 16, 64, which is out of range. (With 8
// experts per block, 512 threads, the scheme fits; it broke when the block
// was doubled.)
__global__ void __launch_bounds__(1024) moe_expert_epilogue(const float *__restrict__ h,
                                                            const float *__restrict__ gate,
                                                            float *__restrict__ out, int dim) {
  __shared__ float stage[16][64];
  const int warp = threadIdx.x / 32;
  const int pair = warp / 2, t = threadIdx.x % 64;
  const int expert = blockIdx.y * 16 + pair;
  const size_t base = ((size_t)blockIdx.x * gridDim.y * 16 + expert) * dim;
  for (int c = 0; c < dim; c += 64) {
    stage[pair][t] = h[base + c + t] * gate[expert];
    asm volatile("bar.sync %0, 64;" ::"r"(1 + pair) : "memory");
    out[base + c + t] = stage[pair][t] + stage[pair][63 - t];
    asm volatile("bar.sync %0, 64;" ::"r"(1 + pair) : "memory");
  }
}
