// EXPECT: clean
// Persistent kernel: thread 0 takes the next tile from a global queue and
// broadcasts it through shared memory; after the barrier every thread sees
// the same tile index, so the loop exit and the barriers inside are uniform.
__global__ void persistent_tiles(const float *in, float *out, int ntiles,
                                 unsigned *queue) {
  __shared__ int tile;
  __shared__ float buf[256];
  for (;;) {
    if (threadIdx.x == 0)
      tile = atomicAdd(queue, 1u);
    __syncthreads();
    int t = tile;
    if (t >= ntiles)
      break;
    buf[threadIdx.x] = in[t * 256 + threadIdx.x];
    __syncthreads();
    float v = buf[threadIdx.x] + buf[(threadIdx.x + 1) & 255];
    out[t * 256 + threadIdx.x] = v;
    __syncthreads();
  }
}
