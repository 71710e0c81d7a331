// EXPECT: clean
// MoE align step with the chunk loop written block-uniformly: the loop
// counter is the chunk base (the same in every thread), the per-token test
// `t < num_tokens` sits inside, and every thread runs the same number of
// trips and barriers. s_n and s_base are written by thread 0 / through
// shared atomics only between barriers, so the flush loop's bound s_n is read
// after the barrier that follows the last atomic.
__global__ void __launch_bounds__(256) moe_align(const int *__restrict__ topk_ids,
                                                 int *__restrict__ sorted_ids,
                                                 int *__restrict__ expert_count, int num_tokens) {
  __shared__ int stage[256];
  __shared__ int s_n, s_base;
  const int expert = blockIdx.x;
  if (threadIdx.x == 0)
    s_base = 0;
  for (int base = 0; base < num_tokens; base += blockDim.x) {
    if (threadIdx.x == 0)
      s_n = 0;
    __syncthreads();
    const int t = base + threadIdx.x;
    if (t < num_tokens && topk_ids[t] == expert)
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
