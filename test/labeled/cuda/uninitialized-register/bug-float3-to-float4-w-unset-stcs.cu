// EXPECT: uninitialized-register
// MODES: O3
// Repacking a float3 point cloud into the float4 vertex buffer a renderer
// expects (homogeneous coordinates), written once with the streaming store
// __stcs (st.global.cs.v4.f32: evict-first, the output is not re-read). x, y
// and z are copied but w, which should be 1, is never set: the vector store
// writes whatever its register held.
// O3 only: nvcc -G keeps `v` in the local stack frame and loads the four
// asm operands from it, so -G's PTX reads unwritten memory, not an unwritten
// register (outside this rule). (A plain `verts[i] = v` is no test either: -O3
// drops the undefined lane and stores only x, y, z.)
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
  __stcs(&verts[i], v); // BUG: v.w is never written
}
