// EXPECT: clean
// float2 at even float indices of a parameter array.
__global__ void pairs_ok(const float *x, float2 *out) {
  const float2 *p = reinterpret_cast<const float2 *>(x + 2 * threadIdx.x);
  out[threadIdx.x] = *p;
}
