// EXPECT: misaligned-access
// Vertices stored as six floats (position xyz, normal xyz): the record is
// 24 bytes, so reading the position as a float4 (xyz plus the normal's x)
// is 16-byte aligned only for even vertices.
__global__ void transform(const float *verts, float *out, const float *m, int nv) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= nv) return;
  const float4 p = *reinterpret_cast<const float4 *>(verts + 6 * v);
  const float2 nyz = *reinterpret_cast<const float2 *>(verts + 6 * v + 4);
  out[3 * v + 0] = m[0] * p.x + m[1] * p.y + m[2] * p.z + p.w * nyz.x;
  out[3 * v + 1] = m[4] * p.x + m[5] * p.y + m[6] * p.z + nyz.y;
  out[3 * v + 2] = m[8] * p.x + m[9] * p.y + m[10] * p.z;
}
