// EXPECT: barrier-divergence
// Unrolled block reduction templated on the block size (the CUDA samples'
// reduce6 shape), instantiated for 512 and 256 threads. In the first unrolled
// step the __syncthreads() was moved inside `if (tid < 256)` (the line marked
// BUG): only the lower half of the block reaches that barrier, the upper half
// goes on to the next one.
template <unsigned BLOCK>
__global__ void block_sum(const float *__restrict__ in, float *__restrict__ out, unsigned n) {
  __shared__ float sdata[BLOCK];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (BLOCK * 2) + tid;
  float v = 0.f;
  if (i < n)
    v = in[i];
  if (i + BLOCK < n)
    v += in[i + BLOCK];
  sdata[tid] = v;
  __syncthreads();
  if (BLOCK >= 512) {
    if (tid < 256) {
      sdata[tid] = v = v + sdata[tid + 256];
      __syncthreads(); // BUG: inside the thread-dependent guard
    }
  }
  if (BLOCK >= 256) {
    if (tid < 128)
      sdata[tid] = v = v + sdata[tid + 128];
    __syncthreads();
  }
  if (BLOCK >= 128) {
    if (tid < 64)
      sdata[tid] = v = v + sdata[tid + 64];
    __syncthreads();
  }
  if (tid < 32) {
    v += sdata[tid + 32];
    for (int off = 16; off > 0; off >>= 1)
      v += __shfl_down_sync(0xffffffffu, v, off);
  }
  if (tid == 0)
    out[blockIdx.x] = v;
}
template __global__ void block_sum<512>(const float *, float *, unsigned);
template __global__ void block_sum<256>(const float *, float *, unsigned);
