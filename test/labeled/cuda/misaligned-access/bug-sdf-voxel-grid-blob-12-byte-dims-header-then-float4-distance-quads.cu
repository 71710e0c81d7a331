// EXPECT: misaligned-access
// BUG: a signed-distance voxel grid is shipped as one blob: a header of three
// ints (nx, ny, nz) followed by the distances. The normal kernel reads the
// distances four at a time as float4 from blob + sizeof(GridDims), i.e. at
// byte 12: every float4 load is 4 bytes off its 16-byte alignment.
struct GridDims {
  int nx, ny, nz;
};
__global__ void sdf_normals(const unsigned char *__restrict__ blob, float4 *__restrict__ gx_quads) {
  const GridDims g = *reinterpret_cast<const GridDims *>(blob);
  const float4 *dist = reinterpret_cast<const float4 *>(blob + sizeof(GridDims));
  int qx = g.nx / 4;
  int i = blockIdx.x * blockDim.x + threadIdx.x; // one quad of 4 voxels along x
  if (i >= qx * g.ny * g.nz)
    return;
  int q = i % qx;
  float4 c = dist[i];
  float4 l = q > 0 ? dist[i - 1] : c;
  float4 r = q + 1 < qx ? dist[i + 1] : c;
  gx_quads[i] = make_float4(0.5f * (c.y - l.w), 0.5f * (c.z - c.x), 0.5f * (c.w - c.y), 0.5f * (r.x - c.z));
}
