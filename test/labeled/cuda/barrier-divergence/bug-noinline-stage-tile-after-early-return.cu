// EXPECT: barrier-divergence
// A tile-staging helper (copy to shared memory, __syncthreads(), read a
// neighbour) kept out of line; the caller returns early for the tail threads
// first, so the barrier inside the helper is reached by only part of the block.
__device__ __noinline__ float stage_and_shift(float *tile, float v) {
  tile[threadIdx.x] = v;
  __syncthreads();
  return tile[(threadIdx.x + 1) % blockDim.x];
}
__global__ void shift_left(const float *in, float *out, int n) {
  __shared__ float tile[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  out[i] = stage_and_shift(tile, in[i]);
}
