// EXPECT: clean
// ARCHS: sm_80 sm_75 sm_90
// Single-launch two-pass sum ("last block done", threadFenceReduction):
// every block reduces its slice, thread 0 publishes the partial and takes a
// ticket with cuda::atomic_ref::fetch_add, and writes "am I last" to a
// __shared__ flag; after a __syncthreads() every thread of the block reads
// the same flag, so in the last block all threads enter the final tree
// reduction and meet at its barriers. The flag is derived from an atomic,
// but it is broadcast through shared memory behind a barrier.
#include <cuda/atomic>
__global__ void __launch_bounds__(256) sum_last_block(const float *__restrict__ in,
                                                      float *__restrict__ partials,
                                                      unsigned *__restrict__ tickets,
                                                      float *__restrict__ out, int n) {
  __shared__ float sm[256];
  __shared__ bool am_last;
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
  if (tid == 0) {
    partials[blockIdx.x] = sm[0];
    cuda::atomic_ref<unsigned, cuda::thread_scope_device> ticket(*tickets);
    am_last = ticket.fetch_add(1, cuda::memory_order_acq_rel) == gridDim.x - 1;
  }
  __syncthreads();
  if (am_last) {
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
