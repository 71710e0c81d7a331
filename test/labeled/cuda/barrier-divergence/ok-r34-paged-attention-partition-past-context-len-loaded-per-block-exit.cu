// EXPECT: clean
// ARCHS: sm_90 sm_100a
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// OK: vLLM-like paged-attention v2 decode: blockIdx.z picks a partition of
// 256 context tokens, and a partition that starts past the sequence's
// context length returns before the softmax's barriers. The context length
// is loaded at an address computed from blockIdx.y only, so every thread of
// the block sees the same value and the exit is block-uniform.
template <int HEAD, int PART>
__global__ void __launch_bounds__(128)
    paged_attention_v2_qk(const float *__restrict__ q, const float *__restrict__ k_cache, const int *__restrict__ block_tables,
                          const int *__restrict__ context_lens, float *__restrict__ max_logits, float *__restrict__ exp_sums,
                          int max_blocks, int num_partitions) {
  __shared__ float logits[PART];
  __shared__ float red[4];
  const int seq = blockIdx.y, part = blockIdx.z;
  const int ctx = context_lens[seq];
  const int start = part * PART;
  if (start >= ctx)
    return;
  const int end = min(start + PART, ctx);
  for (int t = start + threadIdx.x; t < end; t += 128) {
    const int page = block_tables[seq * max_blocks + t / 16];
    const float *kp = k_cache + ((size_t)page * 16 + t % 16) * HEAD;
    float s = 0.f;
    for (int d = 0; d < HEAD; ++d)
      s += q[seq * HEAD + d] * kp[d];
    logits[t - start] = s;
  }
  __syncthreads();
  float m = -INFINITY;
  for (int t = threadIdx.x; t < end - start; t += 128)
    m = fmaxf(m, logits[t]);
  for (int o = 16; o > 0; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if ((threadIdx.x & 31) == 0)
    red[threadIdx.x / 32] = m;
  __syncthreads();
  m = fmaxf(fmaxf(red[0], red[1]), fmaxf(red[2], red[3]));
  float l = 0.f;
  for (int t = threadIdx.x; t < end - start; t += 128)
    l += __expf(logits[t] - m);
  for (int o = 16; o > 0; o >>= 1)
    l += __shfl_xor_sync(0xffffffffu, l, o);
  __syncthreads();
  if ((threadIdx.x & 31) == 0)
    red[threadIdx.x / 32] = l;
  __syncthreads();
  if (threadIdx.x == 0) {
    max_logits[seq * num_partitions + part] = m;
    exp_sums[seq * num_partitions + part] = red[0] + red[1] + red[2] + red[3];
  }
}
template __global__ void paged_attention_v2_qk<128, 256>(const float *, const float *, const int *, const int *, float *,
                                                          float *, int, int);
