// EXPECT: clean
// Persistent row-normalisation kernel: thread 0 takes the next row ticket
// with atomicAdd and publishes it in shared memory; after a barrier all
// threads read it, so the `break` is uniform across the block. The barrier
// at the end of each trip keeps thread 0 from overwriting s_row while a slow
// warp still reads it.
__global__ void persistent_row_normalise(float *__restrict__ m, int rows, int cols,
                                         int *__restrict__ ticket) {
  __shared__ int s_row;
  __shared__ float s_part[32];
  while (true) {
    if (threadIdx.x == 0) s_row = atomicAdd(ticket, 1);
    __syncthreads();
    int row = s_row;
    if (row >= rows) break;
    float ss = 0.f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) {
      float v = m[(size_t)row * cols + c];
      ss += v * v;
    }
    for (int o = 16; o > 0; o >>= 1) ss += __shfl_xor_sync(0xffffffffu, ss, o);
    if ((threadIdx.x & 31) == 0) s_part[threadIdx.x >> 5] = ss;
    __syncthreads();
    float tot = 0.f;
    for (int w = 0; w < (int)(blockDim.x >> 5); ++w) tot += s_part[w];
    float inv = rsqrtf(tot + 1e-12f);
    for (int c = threadIdx.x; c < cols; c += blockDim.x) m[(size_t)row * cols + c] *= inv;
    __syncthreads();
  }
}
