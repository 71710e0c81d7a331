// EXPECT: clean
// Vertices stored as six floats (position xyz, normal xyz), read as three
// float2: the record is 24 bytes, a multiple of 8, so every float2 is
// aligned.
__global__ void transform2(const float *verts, float *out, const float *m, int nv) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= nv) return;
  const float2 *r = reinterpret_cast<const float2 *>(verts + 6 * v);
  const float2 a = r[0], b = r[1], c = r[2];
  out[3 * v + 0] = m[0] * a.x + m[1] * a.y + m[2] * b.x + c.x;
  out[3 * v + 1] = m[4] * a.x + m[5] * a.y + m[6] * b.x + c.y;
  out[3 * v + 2] = m[8] * a.x + m[9] * a.y + m[10] * b.x + b.y;
}
