// EXPECT: clean
// The out-of-line staging helper called by every thread: tail threads load 0
// instead of returning, and only the final store is guarded.
__device__ __noinline__ float stage_and_shift(float *tile, float v) {
  tile[threadIdx.x] = v;
  __syncthreads();
  return tile[(threadIdx.x + 1) % blockDim.x];
}
__global__ void shift_left(const float *in, float *out, int n) {
  __shared__ float tile[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.f;
  float r = stage_and_shift(tile, v);
  if (i < n)
    out[i] = r;
}
