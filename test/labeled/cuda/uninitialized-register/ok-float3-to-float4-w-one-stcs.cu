// EXPECT: clean
// Repacking a float3 point cloud into a float4 vertex buffer (homogeneous
// coordinates) with w set to 1 before the streaming vector store (__stcs).
__global__ void to_homogeneous(const float3 *__restrict__ pts, float4 *__restrict__ verts,
                               int n, float scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float3 p = pts[i];
  float4 v;
  v.x = p.x * scale;
  v.y = p.y * scale;
  v.z = p.z * scale;
  v.w = 1.0f;
  __stcs(&verts[i], v);
}
