// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// MoE expert pass: block b gathers the tokens routed to expert b in chunks of
// 256, staging each chunk in shared memory between two __syncthreads(). The
// chunk loop's bound was read as counts[threadIdx.x % num_experts] (the
// thread's "own" expert) instead of counts[blockIdx.x], so the threads of one
// block run different numbers of chunks and of barriers.
__global__ void moe_expert_chunks_thread_count(const int *counts, const int *tok_idx,
                                               const float *x, float *y, int num_experts,
                                               int cap) {
  __shared__ float buf[256];
  const int n = counts[threadIdx.x % num_experts];
  for (int base = 0; base < n; base += 256) {
    const int t = base + threadIdx.x;
    buf[threadIdx.x] = t < n ? x[tok_idx[blockIdx.x * cap + t]] : 0.f;
    __syncthreads();
    if (t < n)
      y[blockIdx.x * cap + t] = buf[threadIdx.x] + buf[(threadIdx.x + 1) % 256];
    __syncthreads();
  }
}
