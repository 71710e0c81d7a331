// EXPECT: clean
// An out-of-line float4 store helper writing at p + off. Thread 0 writes a
// one-float4 header at the constant offset 0 and every thread writes its
// record at off = 4 * i + 8 (two float4s of header space): multiples of 4
// floats, so every store is at a 16-byte boundary.
__device__ __noinline__ void store4(float *p, int off, float4 v) {
  *reinterpret_cast<float4 *>(p + off) = v;
}
__global__ void pack_records(const float *x, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == 0)
    store4(out, 0, make_float4((float)n, 0.f, 0.f, 0.f));
  if (i >= n)
    return;
  float v = x[i];
  store4(out, 4 * i + 8, make_float4(v, v * v, v * v * v, 1.f));
}
