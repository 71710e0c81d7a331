// EXPECT: barrier-divergence
// MoE "align block size" step, one block per expert: the block walks the
// routed token list in chunks, compacts the tokens that picked this expert
// into a shared staging buffer, and flushes it. BUG: the chunk loop is the
// usual thread-strided `for (t = threadIdx.x; t < num_tokens; t += blockDim.x)`
// but its body holds the __syncthreads() of the staging: when num_tokens is
// not a multiple of blockDim.x the threads past the last token leave the
// loop one trip early and the others wait at the barrier forever.
__global__ void __launch_bounds__(256) moe_align(const int *__restrict__ topk_ids,
                                                 int *__restrict__ sorted_ids,
                                                 int *__restrict__ expert_count, int num_tokens) {
  __shared__ int stage[256];
  __shared__ int s_n, s_base;
  const int expert = blockIdx.x;
  if (threadIdx.x == 0)
    s_base = 0;
  for (int t = threadIdx.x; t < num_tokens; t += blockDim.x) {  // BUG: per-thread trips
    if (threadIdx.x == 0)
      s_n = 0;
    __syncthreads();
    if (topk_ids[t] == expert)
      stage[atomicAdd(&s_n, 1)] = t;
    __syncthreads();
    for (int i = threadIdx.x; i < s_n; i += blockDim.x)
      sorted_ids[expert * num_tokens + s_base + i] = stage[i];
    __syncthreads();
    if (threadIdx.x == 0)
      s_base += s_n;
  }
  __syncthreads();
  if (threadIdx.x == 0)
    expert_count[expert] = s_base;
}
