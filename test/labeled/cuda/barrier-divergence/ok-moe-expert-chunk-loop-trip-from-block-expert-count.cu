// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// MoE expert pass: block b gathers the tokens routed to expert b in chunks of
// 256 with two __syncthreads() per chunk; the chunk count comes from
// counts[blockIdx.x], one value for the whole block, and the ragged last
// chunk is handled by the `t < n` guards inside the loop.
__global__ void moe_expert_chunks_block_count(const int *counts, const int *tok_idx,
                                              const float *x, float *y, int cap) {
  __shared__ float buf[256];
  const int n = counts[blockIdx.x];
  for (int base = 0; base < n; base += 256) {
    const int t = base + threadIdx.x;
    buf[threadIdx.x] = t < n ? x[tok_idx[blockIdx.x * cap + t]] : 0.f;
    __syncthreads();
    if (t < n)
      y[blockIdx.x * cap + t] = buf[threadIdx.x] + buf[(threadIdx.x + 1) % 256];
    __syncthreads();
  }
}
