// EXPECT: barrier-divergence
// Embedding backward over sorted indices (PyTorch's embedding_dense_backward
// shape): a block owns a run of sorted token positions; the thread that sees
// the first position of a new index accumulates that index's gradient rows.
// BUG: the segment owner stages each gradient row through shared memory with
// __syncthreads() inside its own loop, but only the segment-start threads run
// that loop (a data-dependent subset), so the barrier is divergent.
__global__ void __launch_bounds__(128) embedding_bwd(const long long *__restrict__ sorted_idx,
                                                     const int *__restrict__ orig_pos,
                                                     const float *__restrict__ grad_out,
                                                     float *__restrict__ grad_weight, int n,
                                                     int dim) {
  __shared__ float stage[128];
  const int i = blockIdx.x * 128 + threadIdx.x;
  if (i < n && (i == 0 || sorted_idx[i] != sorted_idx[i - 1])) {
    const long long w = sorted_idx[i];
    for (int f = 0; f < dim; f += 128) {
      float acc = 0.f;
      for (int j = i; j < n && sorted_idx[j] == w; ++j)
        acc += f + (int)threadIdx.x < dim ? grad_out[(size_t)orig_pos[j] * dim + f + threadIdx.x]
                                          : 0.f;
      stage[threadIdx.x] = acc;
      __syncthreads();  // BUG: only segment-start threads are here
      if (f + (int)threadIdx.x < dim)
        atomicAdd(&grad_weight[w * dim + f + threadIdx.x], stage[threadIdx.x]);
    }
  }
}
