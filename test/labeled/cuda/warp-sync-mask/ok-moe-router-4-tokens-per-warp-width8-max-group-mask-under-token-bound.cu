// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// An MoE router scores 8 experts per token with 8 lanes per token, four
// tokens per warp, and finds each token's best expert with a width-8 xor
// butterfly under `token < ntok`, each group with its own 8-lane mask: a group
// past the end skips the butterfly (and waits at the block's expert-count
// barrier) and no other group's mask names it.
__global__ void __launch_bounds__(128) moe_route(const float *__restrict__ logits, int *__restrict__ expert,
                                                 float *__restrict__ weight, int ntok,
                                                 unsigned *__restrict__ expert_count) {
  __shared__ unsigned cnt[8];
  if (threadIdx.x < 8)
    cnt[threadIdx.x] = 0;
  __syncthreads();
  int lane = threadIdx.x & 31;
  int token = (blockIdx.x * 128 + threadIdx.x) >> 3;
  int e = lane & 7;
  if (token < ntok) {
    float v = logits[token * 8 + e];
    float best = v;
    int arg = e;
    for (int o = 4; o > 0; o >>= 1) {
      float ov = __shfl_xor_sync(0xffu << (lane & ~7), best, o, 8);
      int oa = __shfl_xor_sync(0xffu << (lane & ~7), arg, o, 8);
      if (ov > best || (ov == best && oa < arg)) {
        best = ov;
        arg = oa;
      }
    }
    if (e == 0) {
      expert[token] = arg;
      weight[token] = best;
      atomicAdd(&cnt[arg], 1u);
    }
  }
  __syncthreads();
  if (threadIdx.x < 8)
    atomicAdd(&expert_count[threadIdx.x], cnt[threadIdx.x]);
}
