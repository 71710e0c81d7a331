// EXPECT: clean
// Unrolled block reduction templated on the block size (the CUDA samples'
// reduce6 shape), instantiated for 512, 256 and 128 threads. Every
// __syncthreads() sits outside the `if (tid < s)` guards, so all threads of the
// block reach each one; the last warp finishes with full-mask shuffles, which
// all 32 lanes of warp 0 execute.
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
    if (tid < 256)
      sdata[tid] = v = v + sdata[tid + 256];
    __syncthreads();
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
template __global__ void block_sum<128>(const float *, float *, unsigned);
