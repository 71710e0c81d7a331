// EXPECT: clean
// Only block 0 does the final combine, with barriers inside the branch:
// blockIdx is the same for every thread of a block.
__global__ void finalize(const float *partial, float *out, int nblocks) {
  __shared__ float s[256];
  if (blockIdx.x == 0) {
    float v = 0.f;
    for (int i = threadIdx.x; i < nblocks; i += blockDim.x)
      v += partial[i];
    s[threadIdx.x] = v;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
      if (threadIdx.x < stride)
        s[threadIdx.x] += s[threadIdx.x + stride];
      __syncthreads();
    }
    if (threadIdx.x == 0)
      *out = s[0];
  }
}
