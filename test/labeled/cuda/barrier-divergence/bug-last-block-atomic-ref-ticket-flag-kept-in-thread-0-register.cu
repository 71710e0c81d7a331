// EXPECT: barrier-divergence
// ARCHS: sm_80 sm_75 sm_90
// Single-launch two-pass sum ("last block done", threadFenceReduction):
// every block reduces its slice, thread 0 publishes the partial and takes a
// ticket with cuda::atomic_ref::fetch_add; the block that draws the last
// ticket sums the partials with a second block-wide tree reduction. Bug: the
// "am I last" flag is a local variable that only thread 0 sets; it was never
// broadcast through shared memory. In the last block thread 0 enters the
// final reduction alone and waits at its __syncthreads() for threads that
// see `last == false` and have left.
#include <cuda/atomic>
__global__ void __launch_bounds__(256) sum_last_block(const float *__restrict__ in,
                                                      float *__restrict__ partials,
                                                      unsigned *__restrict__ tickets,
                                                      float *__restrict__ out, int n) {
  __shared__ float sm[256];
  const int tid = threadIdx.x;
  float v = 0.f;
  for (int i = blockIdx.x * 256 + tid; i < n; i += gridDim.x * 256)
    v += in[i];
  sm[tid] = v;
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (tid < s)
      sm[tid] += sm[tid + s];
    __syncthreads();
  }
  bool last = false;
  if (tid == 0) {
    partials[blockIdx.x] = sm[0];
    cuda::atomic_ref<unsigned, cuda::thread_scope_device> ticket(*tickets);
    last = ticket.fetch_add(1, cuda::memory_order_acq_rel) == gridDim.x - 1;
  }
  if (last) {
    float t = 0.f;
    for (int i = tid; i < (int)gridDim.x; i += 256)
      t += partials[i];
    sm[tid] = t;
    __syncthreads();
    for (int s = 128; s > 0; s >>= 1) {
      if (tid < s)
        sm[tid] += sm[tid + s];
      __syncthreads();
    }
    if (tid == 0) {
      *out = sm[0];
      *tickets = 0;
    }
  }
}
